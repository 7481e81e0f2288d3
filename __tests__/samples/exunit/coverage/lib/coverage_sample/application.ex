defmodule CoverageSample.Application do
  # Starts before the first test: mix test --cover counts the lines run here.
  use Application

  def start(_type, _args) do
    CoverageSample.Config.load()
    Supervisor.start_link([], strategy: :one_for_one, name: CoverageSample.Supervisor)
  end
end

defmodule CoverageSample.Config do
  def load do
    Application.put_env(:coverage_sample, :loaded, true)
  end

  def reload do
    Application.delete_env(:coverage_sample, :loaded)
    load()
  end
end
