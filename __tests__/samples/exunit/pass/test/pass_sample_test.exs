defmodule PassSampleTest do
  use ExUnit.Case, async: true
  doctest PassSample

  test "adds" do
    assert 2 + 2 == 4
  end

  test "doubles" do
    assert PassSample.double(3) == 6
  end
end
