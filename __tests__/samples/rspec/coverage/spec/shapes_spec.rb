# frozen_string_literal: true

RSpec.describe Shapes do
  it "computes a square's area" do
    expect(Shapes.area(:square, 2)).to eq(4)
  end

  it "calls small areas small" do
    expect(Shapes.describe(4)).to eq("small")
  end
end
