RSpec.describe "Hang" do
  it "hangs" do
    sleep 600 # HANG
  end
end
