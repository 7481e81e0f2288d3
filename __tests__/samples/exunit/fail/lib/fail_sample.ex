defmodule FailSample do
  def reverse(s), do: String.reverse(s)
end
