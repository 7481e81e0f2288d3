defmodule CoverageSample.Debug do
  # In mix.exs's test_coverage ignore_modules: not counted.
  def dump(term) do
    IO.inspect(term, label: "debug")
  end
end
