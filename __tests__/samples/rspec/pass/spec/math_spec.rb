RSpec.describe "Math" do
  it "adds" do
    expect(2 + 2).to eq(4)
  end

  it "multiplies" do
    expect(2 * 3).to eq(6)
  end

  describe "division" do
    it "divides evenly" do
      expect(6 / 3).to eq(2)
    end
  end
end
