defmodule ShapesTest do
  use ExUnit.Case

  test "square" do
    assert Shapes.area(:square, 3) == 9
  end

  test "small" do
    assert Shapes.describe(1) == "small"
  end
end
