defmodule MixedSample.CalculatorTest do
  use ExUnit.Case
  alias MixedSample.Calculator

  describe "add/2" do
    test "adds" do
      IO.puts("adding 2 and 3")
      assert Calculator.add(2, 3) == 5
    end

    test "adds wrongly" do
      assert Calculator.add(2, 3) == 6
    end
  end

  describe "divide/2" do
    test "raises on zero" do
      assert Calculator.divide(1, 0) == 0
    end

    @tag :skip
    test "is skipped" do
      assert Calculator.divide(4, 2) == 2.0
    end

    @tag :slow
    test "is excluded" do
      assert Calculator.divide(9, 3) == 3.0
    end
  end

  for {a, b, sum} <- [{1, 1, 2}, {2, 2, 5}] do
    test "sums #{a} and #{b} to #{sum}" do
      assert Calculator.add(unquote(a), unquote(b)) == unquote(sum)
    end
  end
end
