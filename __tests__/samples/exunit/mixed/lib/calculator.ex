defmodule MixedSample.Calculator do
  def add(a, b), do: a + b

  def divide(_a, 0), do: raise(ArithmeticError, "cannot divide by zero")
  def divide(a, b), do: a / b
end
