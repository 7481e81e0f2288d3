defmodule PassSample do
  @doc """
  Doubles a number.

      iex> PassSample.double(2)
      4
  """
  def double(n), do: n * 2
end
