# testcage coverage harness for ExUnit, written by testcage into a read-only
# harness folder; it is not part of the project under test. Defines the mix task
# testcage.lcov, run right after "mix test.coverage" in the same VM.
defmodule Mix.Tasks.Testcage.Lcov do
  @moduledoc false
  use Mix.Task

  @default_tool Mix.Tasks.Test.Coverage

  def run(_args) do
    config = Mix.Project.config()[:test_coverage] || []
    tool = Keyword.get(config, :tool, @default_tool)

    cond do
      tool != @default_tool ->
        problem("mix.exs sets test_coverage tool " <> inspect(tool) <> ", which replaces mix's cover; testcage reads mix's own cover data only")

      :cover.imported() == [] ->
        problem("mix test exported no cover data, so mix test.coverage had nothing to report")

      true ->
        write(System.fetch_env!("TESTCAGE_EXUNIT_LCOV"), Keyword.get(config, :ignore_modules, []))
    end
  end

  defp problem(text) do
    Mix.shell().error("testcage: " <> text)
    File.write!(System.fetch_env!("TESTCAGE_EXUNIT_COVER_PROBLEM"), text <> "\n")
  end

  defp write(path, ignore) do
    {:result, calls, _failed} = :cover.analyse(:calls, :line)
    sources = for mod <- :cover.modules(), not ignored?(mod, ignore), into: %{}, do: {mod, source(mod)}

    by_file =
      for {{mod, line}, n} <- calls, line != 0, Map.has_key?(sources, mod), reduce: %{} do
        acc -> Map.update(acc, {Map.fetch!(sources, mod), line}, n, &max(&1, n))
      end

    body =
      by_file
      |> Enum.group_by(fn {{file, _}, _} -> file end, fn {{_, line}, n} -> {line, n} end)
      |> Enum.reject(fn {file, _} -> file == "" end)
      |> Enum.sort()
      |> Enum.map(fn {file, hits} ->
        ["SF:", file, "\n", for({line, n} <- Enum.sort(hits), do: ["DA:", Integer.to_string(line), ",", Integer.to_string(n), "\n"]), "end_of_record\n"]
      end)

    File.write!(path, body)
  end

  # As mix's test.coverage: a regex matches the module's inspected name, anything else equals it.
  defp ignored?(mod, ignore), do: Enum.any?(List.wrap(ignore), &ignored_by?(mod, &1))
  defp ignored_by?(mod, %Regex{} = re), do: Regex.match?(re, inspect(mod))
  defp ignored_by?(mod, other), do: mod == other

  defp source(mod) do
    mod.module_info(:compile) |> Keyword.get(:source, ~c"") |> to_string()
  rescue
    _ -> ""
  end
end
