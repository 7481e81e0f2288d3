RSpec.describe "Broken" do
  it "never runs" do
    expect(1).to eq(1)
  end
  end
end
