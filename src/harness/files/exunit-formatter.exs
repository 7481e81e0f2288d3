# testcage formatter for ExUnit, written by testcage into a read-only harness
# folder; it is not part of the project under test. Loaded with
# "elixir -r <this file> -S mix test --formatter Testcage.ExUnitFormatter".
# It appends one JSON object per line to the file named by TESTCAGE_EXUNIT_REPORT:
#   {"event":"suite_started"}
#   {"event":"test_started", module, name, describe, file, line}   (a hang can be named)
#   {"event":"test", module, name, describe, file, line, state, reason, time_us,
#    message, frames}                       one per finished test; state is
#    passed, failed (assertions), error (anything else raised, exited, threw),
#    skipped, excluded or invalid (its module's setup_all failed)
#   {"event":"module_failed", module, file, message}   setup_all failed
#   {"event":"suite_finished"}
# Elixir 1.14 has no JSON library built in, so it carries a small encoder.
defmodule Testcage.ExUnitFormatter do
  @moduledoc false
  use GenServer

  @text_cap 64 * 1024

  def init(_opts) do
    path = System.get_env("TESTCAGE_EXUNIT_REPORT") || "testcage-exunit.jsonl"
    if System.get_env("TESTCAGE_EXUNIT_COVER") == "1", do: safely(fn -> drop_old_exports() end)
    {:ok, %{path: path}}
  end

  # "mix test.coverage" imports every .coverdata file of the coverage output
  # folder, so exports left in the project by earlier runs would be mixed into
  # this run's figures. Mix exports at the end of the run, after this.
  defp drop_old_exports do
    output = Keyword.get(Mix.Project.config()[:test_coverage] || [], :output, "cover")
    Enum.each(Path.wildcard(Path.join(output, "*.coverdata")), &File.rm/1)
  end

  def handle_cast({:suite_started, _opts}, state) do
    emit(state, %{"event" => "suite_started"})
    {:noreply, state}
  end

  def handle_cast({:suite_finished, _times}, state) do
    emit(state, %{"event" => "suite_finished"})
    {:noreply, state}
  end

  def handle_cast({:suite_finished, _run_us, _load_us}, state) do
    emit(state, %{"event" => "suite_finished"})
    {:noreply, state}
  end

  def handle_cast({:test_started, test}, state) do
    safely(fn ->
      emit(state, %{
        "event" => "test_started",
        "module" => inspect(test.module),
        "name" => to_string(test.name),
        "describe" => Map.get(test.tags, :describe),
        "file" => to_string(Map.get(test.tags, :file, "")),
        "line" => Map.get(test.tags, :line)
      })
    end)

    {:noreply, state}
  end

  def handle_cast({:test_finished, test}, state) do
    safely(fn -> emit(state, test_record(test)) end)
    {:noreply, state}
  end

  def handle_cast({:module_finished, test_module}, state) do
    safely(fn ->
      case Map.get(test_module, :state) do
        {:failed, failures} ->
          message =
            ExUnit.Formatter.format_test_all_failure(test_module, failures, 1, 100_000, &formatter/2)

          emit(state, %{
            "event" => "module_failed",
            "module" => inspect(test_module.name),
            "file" => Map.get(test_module, :file),
            "message" => cap(message),
            "frames" => frames(failures)
          })

        _ ->
          :ok
      end
    end)

    {:noreply, state}
  end

  def handle_cast(_event, state), do: {:noreply, state}

  defp test_record(test) do
    tags = test.tags
    {state, reason, message, frames} = outcome(test)

    %{
      "event" => "test",
      "module" => inspect(test.module),
      "name" => to_string(test.name),
      "describe" => Map.get(tags, :describe),
      "file" => to_string(Map.get(tags, :file, "")),
      "line" => Map.get(tags, :line),
      "state" => state,
      "reason" => reason,
      "time_us" => test.time,
      "message" => message,
      "frames" => frames
    }
  end

  defp outcome(%{state: nil}), do: {"passed", nil, nil, []}
  defp outcome(%{state: {:skipped, reason}}), do: {"skipped", text(reason), nil, []}
  defp outcome(%{state: {:skip, reason}}), do: {"skipped", text(reason), nil, []}
  defp outcome(%{state: {:excluded, reason}}), do: {"excluded", text(reason), nil, []}
  defp outcome(%{state: {:invalid, module}}), do: {"invalid", inspect(Map.get(module, :name, module)), nil, []}

  defp outcome(%{state: {:failed, failures}} = test) do
    message = ExUnit.Formatter.format_test_failure(test, failures, 1, 100_000, &formatter/2)
    kind = if Enum.all?(failures, &assertion?/1), do: "failed", else: "error"
    {kind, nil, cap(message), frames(failures)}
  end

  defp outcome(_test), do: {"unknown", nil, nil, []}

  defp assertion?({:error, %ExUnit.AssertionError{}, _stack}), do: true
  defp assertion?({:error, %ExUnit.MultiError{errors: errors}, _stack}), do: Enum.all?(errors, &assertion?/1)
  defp assertion?(_), do: false

  # "file:line" of each stack frame that names one, innermost first.
  defp frames(failures) do
    Enum.flat_map(failures, fn
      {_kind, _reason, stack} when is_list(stack) ->
        for {_m, _f, _a, loc} <- stack, is_list(loc), loc[:file] != nil, loc[:line] != nil do
          "#{loc[:file]}:#{loc[:line]}"
        end

      _ ->
        []
    end)
  end

  defp formatter(:diff_enabled?, _), do: false
  defp formatter(_key, msg), do: msg

  defp text(nil), do: nil
  defp text(value) when is_binary(value), do: value
  defp text(value), do: inspect(value)

  defp cap(nil), do: nil

  defp cap(text) when is_binary(text) do
    if byte_size(text) > @text_cap, do: binary_part(text, 0, @text_cap), else: text
  end

  defp safely(fun) do
    fun.()
  rescue
    error -> IO.puts(:stderr, "testcage formatter: " <> Exception.message(error))
  end

  defp emit(state, record) do
    File.write!(state.path, [encode(record), "\n"], [:append])
  end

  # A small JSON encoder: maps, lists, strings, numbers, booleans, nil, atoms.
  defp encode(nil), do: "null"
  defp encode(true), do: "true"
  defp encode(false), do: "false"
  defp encode(value) when is_integer(value) or is_float(value), do: to_string(value)
  defp encode(value) when is_atom(value), do: encode(Atom.to_string(value))

  defp encode(value) when is_binary(value) do
    value = if String.valid?(value), do: value, else: inspect(value)
    [?", Enum.map(String.to_charlist(value), &escape/1), ?"]
  end

  defp encode(value) when is_list(value), do: [?[, Enum.intersperse(Enum.map(value, &encode/1), ?,), ?]]

  defp encode(value) when is_map(value) do
    pairs = Enum.map(value, fn {k, v} -> [encode(to_string(k)), ?:, encode(v)] end)
    [?{, Enum.intersperse(pairs, ?,), ?}]
  end

  defp encode(value), do: encode(inspect(value))

  defp escape(?"), do: "\\\""
  defp escape(?\\), do: "\\\\"
  defp escape(?\n), do: "\\n"
  defp escape(?\r), do: "\\r"
  defp escape(?\t), do: "\\t"
  defp escape(c) when c < 0x20, do: "\\u" <> String.pad_leading(Integer.to_string(c, 16), 4, "0")
  defp escape(c), do: <<c::utf8>>
end
