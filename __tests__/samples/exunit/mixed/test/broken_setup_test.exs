defmodule MixedSample.BrokenSetupTest do
  use ExUnit.Case

  setup_all do
    raise "database is down"
  end

  test "needs the database" do
    assert true
  end

  test "also needs the database" do
    assert true
  end
end
