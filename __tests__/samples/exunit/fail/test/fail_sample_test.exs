defmodule FailSampleTest do
  use ExUnit.Case

  test "upcases" do
    assert String.upcase("hello") == "HELLO"
  end

  test "reverses" do
    reversed = FailSample.reverse("abc")
    assert reversed == "abc"
  end

  test "concatenates" do
    assert "a" <> "b" == "ab"
  end
end
