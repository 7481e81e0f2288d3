defmodule MixedSample.MixProject do
  use Mix.Project

  def project do
    [app: :mixed_sample, version: "0.1.0", elixir: "~> 1.14", deps: []]
  end
end
