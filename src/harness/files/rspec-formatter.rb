# testcage formatter for RSpec, written by testcage into a read-only harness
# folder; it is not part of the project under test.
# RSpec's own JSON formatter, plus per example the descriptions of its
# enclosing groups (outermost first) and what it printed to $stdout/$stderr
# (still printed as usual). Loaded with --require; selected with --format.
require "json"
require "stringio"
require "rspec/core"
require "rspec/core/formatters/json_formatter"

module Testcage
  # Writes to the real stream and keeps a capped copy for the running example.
  class Tee
    LIMIT = 64 * 1024

    def initialize(real)
      @real = real
      @buffer = nil
    end

    def start
      @buffer = +""
    end

    def stop
      out = @buffer
      @buffer = nil
      out
    end

    def write(*parts)
      parts.each { |p| @buffer << p.to_s if @buffer && @buffer.bytesize < LIMIT }
      @real.write(*parts)
    end

    def puts(*args)
      io = StringIO.new
      io.puts(*args)
      write(io.string)
      nil
    end

    def print(*args)
      write(*args)
      nil
    end

    def printf(*args)
      write(format(*args))
      nil
    end

    def <<(obj)
      write(obj)
      self
    end

    def method_missing(name, *args, &block)
      @real.send(name, *args, &block)
    end

    def respond_to_missing?(name, include_private = false)
      @real.respond_to?(name, include_private) || super
    end
  end

  class RspecJson < RSpec::Core::Formatters::JsonFormatter
    RSpec::Core::Formatters.register self, :message, :dump_summary, :dump_profile, :stop, :seed, :close,
                                     :example_started, :example_finished

    # Each example also goes, as it starts and as it ends, to a JSON-lines file
    # (TESTCAGE_RSPEC_EVENTS): RSpec writes its JSON only at the end, so a run
    # killed at a timeout keeps what finished and names the example that hung.
    def example_started(notification)
      example = notification.example
      event("started", {
        id: example.id,
        description: example.description,
        full_description: example.full_description,
        file_path: example.metadata[:file_path],
        line_number: example.metadata[:line_number],
        testcage_groups: example.example_group.parent_groups.reverse.map(&:description)
      })
    end

    def example_finished(notification)
      event("finished", format_example(notification.example))
    end

    private

    def event(kind, hash)
      path = ENV["TESTCAGE_RSPEC_EVENTS"]
      return if path.nil? || path.empty?

      @testcage_events ||= File.open(path, "a")
      @testcage_events.write(JSON.generate(hash.merge(testcage_event: kind)) + "\n")
      @testcage_events.flush
    rescue StandardError
      nil
    end

    def format_example(example)
      hash = super
      add_testcage_fields(hash, example)
    rescue StandardError
      hash
    end

    def add_testcage_fields(hash, example)
      groups = example.example_group.parent_groups.reverse.map(&:description)
      hash[:testcage_groups] = groups
      out = example.metadata[:testcage_stdout]
      err = example.metadata[:testcage_stderr]
      hash[:testcage_stdout] = out if out && !out.empty?
      hash[:testcage_stderr] = err if err && !err.empty?
      hash
    end
  end
end

RSpec.configure do |config|
  config.around(:each) do |example|
    out = $stdout
    err = $stderr
    tee_out = Testcage::Tee.new(out)
    tee_err = Testcage::Tee.new(err)
    tee_out.start
    tee_err.start
    $stdout = tee_out
    $stderr = tee_err
    begin
      example.run
    ensure
      $stdout = out if $stdout.equal?(tee_out)
      $stderr = err if $stderr.equal?(tee_err)
      example.metadata[:testcage_stdout] = tee_out.stop
      example.metadata[:testcage_stderr] = tee_err.stop
    end
  end
end
