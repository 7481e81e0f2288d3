RSpec.describe String do
  describe "#upcase" do
    it "upcases" do
      expect("hello".upcase).to eq("HELLO")
    end
  end

  describe "#reverse" do
    it "reverses" do
      reversed = "abc".reverse
      expect(reversed).to eq("abc")
    end
  end

  it "concatenates" do
    expect("a" + "b").to eq("ab")
  end
end
