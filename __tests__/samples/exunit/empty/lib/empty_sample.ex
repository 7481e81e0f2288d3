defmodule EmptySample do
  def answer, do: 42
end
