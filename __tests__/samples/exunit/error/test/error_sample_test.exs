defmodule ErrorSampleTest do
  use ExUnit.Case

  test "never runs" do
    assert ErrorSample.answer() == undefined_helper()
  end
end
