defmodule CoverageSample.MixProject do
  use Mix.Project

  # Every test passes, but not every line of Shapes runs.
  def project do
    [app: :coverage_sample, version: "0.1.0", elixir: "~> 1.14", deps: []]
  end
end
