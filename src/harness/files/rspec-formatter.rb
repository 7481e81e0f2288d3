# testcage formatter for RSpec, written by testcage into a read-only harness
# folder; it is not part of the project under test.
# RSpec's own JSON formatter, plus per example the descriptions of its
# enclosing groups (outermost first) and what it printed to $stdout/$stderr
# (still printed as usual). Loaded with --require; selected with --format.
require "json"
require "rspec/core"
require "rspec/core/formatters/json_formatter"

module Testcage
  # Keeps a capped copy of what the running example writes to a stream. It is
  # prepended to the stream's own singleton class rather than put in its place:
  # $stdout and $stderr stay the very IO objects the tests had (a library that kept
  # `$stderr` at load time and a spec that compares it, or checks `be_a(IO)`, see what
  # they see natively). IO#puts, print, printf and << all write through #write.
  module CaptureWrites
    LIMIT = 64 * 1024

    def testcage_capture_start
      @testcage_capture = String.new(encoding: Encoding::BINARY)
    end

    def testcage_capture_stop
      out = @testcage_capture
      @testcage_capture = nil
      out&.force_encoding(Encoding::UTF_8)&.scrub
    end

    def testcage_capture_append(parts)
      buffer = @testcage_capture
      return unless buffer && buffer.bytesize < LIMIT

      parts.each { |p| buffer << p.to_s.b }
    rescue StandardError
      nil
    end

    def write(*parts)
      testcage_capture_append(parts)
      super
    end
  end

  # Kernel#warn writes to the process's stderr directly, not through #write, while
  # $stderr is the original STDERR (Ruby's own shortcut): Warning.warn, the hook Ruby
  # documents for every warning, keeps the copy then.
  module CaptureWarnings
    def warn(message, *rest, **options)
      err = $stderr
      err.testcage_capture_append([message]) if err.equal?(STDERR) && err.respond_to?(:testcage_capture_append)
      super
    end
  end
  Warning.singleton_class.prepend(CaptureWarnings)

  # Starts capturing `io`; false when it cannot be (a frozen stream, or no #write).
  def self.capture(io)
    return false unless io.respond_to?(:write) && !io.frozen?

    io.singleton_class.prepend(CaptureWrites) unless io.singleton_class.include?(CaptureWrites)
    io.testcage_capture_start
    true
  rescue StandardError
    false
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
    # One stream for both ($stderr = $stdout): one copy, given as the example's stdout.
    capturing_out = Testcage.capture(out)
    capturing_err = !err.equal?(out) && Testcage.capture(err)
    begin
      example.run
    ensure
      example.metadata[:testcage_stdout] = out.testcage_capture_stop if capturing_out
      example.metadata[:testcage_stderr] = err.testcage_capture_stop if capturing_err
    end
  end
end
