# testcage: without Hex, Mix cannot even describe a Hex dependency and stops,
# though `mix test` loads only the test environment's dependencies. Where no Hex
# archive is installed, this stand-in describes them (a dependency of another
# environment, such as ex_doc only: :docs, is then left alone as with Hex) and
# refuses to fetch them; written by testcage.
defmodule TestcageNoHex.SCM do
  @behaviour Mix.SCM
  @impl true
  def fetchable?, do: true
  @impl true
  def format(_opts), do: "Hex package (Hex is not installed)"
  @impl true
  def format_lock(_opts), do: nil
  @impl true
  def accepts_options(_app, opts) do
    if Enum.any?([:git, :path, :github, :in_umbrella], &Keyword.has_key?(opts, &1)), do: nil, else: opts
  end
  @impl true
  def checked_out?(opts), do: File.dir?(opts[:dest])
  @impl true
  def lock_status(_opts), do: :ok
  @impl true
  def equal?(a, b), do: a[:dest] == b[:dest]
  @impl true
  def managers(_opts), do: []
  @impl true
  def checkout(_opts), do: Mix.raise("Hex is not installed: Hex packages cannot be fetched here")
  @impl true
  def update(opts), do: checkout(opts)
end

archives =
  if function_exported?(Mix, :path_for, 1),
    do: Mix.path_for(:archives),
    else: apply(Mix.Local, :path_for, [:archive])

if Path.wildcard(Path.join(archives, "hex-*")) == [] do
  Mix.start()
  Mix.SCM.append(TestcageNoHex.SCM)
end
