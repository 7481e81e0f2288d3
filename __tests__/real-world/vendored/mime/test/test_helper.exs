ExUnit.start()

Code.compiler_options(ignore_module_conflict: true)
