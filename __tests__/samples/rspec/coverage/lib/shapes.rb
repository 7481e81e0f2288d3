# frozen_string_literal: true

module Shapes
  def self.area(kind, size)
    if kind == :square
      size * size
    elsif kind == :circle
      3.14159 * size * size
    else
      raise ArgumentError, "unknown shape: #{kind}"
    end
  end

  def self.describe(area)
    area > 100 ? "large" : "small"
  end

  def self.unused(n)
    total = 0
    n.times { |i| total += i }
    total
  end
end
