defmodule ErrorSample do
  def answer, do: 42
end
