defmodule Shapes do
  def area(:square, size), do: size * size
  def area(:circle, size), do: 3.14159 * size * size

  def describe(size) do
    if size > 100 do
      "large"
    else
      "small"
    end
  end

  def never_called do
    Enum.reduce(1..10, 0, fn i, acc -> acc + i end)
  end
end
