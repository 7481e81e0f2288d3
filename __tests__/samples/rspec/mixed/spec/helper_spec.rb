RSpec.describe "helpers" do
  it "trims" do
    expect(" a ".strip).to eq("a")
  end

  it "fails in a helper" do
    check_positive(-1)
  end

  def check_positive(n)
    expect(n).to be_positive
  end
end
