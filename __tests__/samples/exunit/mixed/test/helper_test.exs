defmodule MixedSample.HelperTest do
  use ExUnit.Case

  test "trims" do
    assert String.trim(" a ") == "a"
  end

  test "fails in a helper" do
    check_positive(-1)
  end

  defp check_positive(n) do
    assert n > 0
  end
end
