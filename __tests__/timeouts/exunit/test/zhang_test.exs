defmodule ZHangTest do
  use ExUnit.Case

  @tag timeout: :infinity
  test "hangs" do
    Process.sleep(600_000) # HANG
  end
end
