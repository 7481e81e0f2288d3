<?php
// testcage: composer's autoloader for a project without vendor/ where composer is not installed:
// the autoload and autoload-dev rules of composer.json (psr-4, psr-0, classmap, files), no packages.
$c = json_decode((string) @file_get_contents('composer.json'), true);
if (!is_array($c)) { fwrite(STDERR, "composer.json is not valid JSON\n"); exit(1); }
$rules = ['psr-4' => [], 'psr-0' => [], 'classmap' => [], 'files' => []];
foreach (['autoload', 'autoload-dev'] as $section) {
    foreach ($rules as $kind => $_) {
        foreach ((array) ($c[$section][$kind] ?? []) as $prefix => $dirs) {
            foreach ((array) $dirs as $dir) {
                if ($kind === 'psr-4' || $kind === 'psr-0') $rules[$kind][] = [(string) $prefix, rtrim((string) $dir, '/')];
                else $rules[$kind][] = rtrim((string) $dir, '/');
            }
        }
    }
}
// classmap: the classes each listed file or folder declares.
$classes = [];
$scan = function (string $file) use (&$classes) {
    $tokens = @token_get_all((string) @file_get_contents($file));
    $ns = '';
    for ($i = 0, $n = count($tokens); $i < $n; $i++) {
        if (!is_array($tokens[$i])) continue;
        if ($tokens[$i][0] === T_NAMESPACE) {
            $ns = '';
            for ($i++; $i < $n && $tokens[$i] !== ';' && $tokens[$i] !== '{'; $i++) {
                if (is_array($tokens[$i]) && in_array($tokens[$i][0], [T_STRING, T_NAME_QUALIFIED], true)) $ns .= $tokens[$i][1];
            }
        } elseif (in_array($tokens[$i][0], [T_CLASS, T_INTERFACE, T_TRAIT, defined('T_ENUM') ? T_ENUM : -1], true)) {
            $prev = $tokens[$i - 1] ?? null; $prev2 = $tokens[$i - 2] ?? null;
            if ((is_array($prev) && $prev[0] === T_DOUBLE_COLON) || (is_array($prev2) && $prev2[0] === T_NEW)) continue;
            for ($j = $i + 1; $j < $n && is_array($tokens[$j]) && $tokens[$j][0] === T_WHITESPACE; $j++);
            if (isset($tokens[$j]) && is_array($tokens[$j]) && $tokens[$j][0] === T_STRING) $classes[ltrim($ns . '\\' . $tokens[$j][1], '\\')] = $file;
        }
    }
};
foreach ($rules['classmap'] as $path) {
    if (is_file($path)) { $scan($path); continue; }
    if (!is_dir($path)) continue;
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($path, FilesystemIterator::SKIP_DOTS)) as $f) {
        if (preg_match('/\.(php|inc)$/', $f->getFilename())) $scan($f->getPathname());
    }
}
$map = var_export(['psr4' => $rules['psr-4'], 'psr0' => $rules['psr-0'], 'classmap' => $classes, 'files' => $rules['files']], true);
$loader = <<<LOADER
<?php
// Written by testcage from composer.json's autoload rules (composer was not installed); paths are project-relative.
\$testcageAutoload = $map;
// Prepended: a PHPUnit from the system (Debian's) registers its own autoloaders first, for the
// copies of sebastian/diff, myclabs/deep-copy and the like it bundles; the project's classes
// must win over those, as they do under composer, where the project's vendor/ is all there is.
spl_autoload_register(function (\$class) use (\$testcageAutoload) {
    \$base = dirname(__DIR__) . '/';
    if (isset(\$testcageAutoload['classmap'][\$class])) { require \$base . \$testcageAutoload['classmap'][\$class]; return; }
    foreach (\$testcageAutoload['psr4'] as [\$prefix, \$dir]) {
        if (\$prefix !== '' && strpos(\$class, \$prefix) !== 0) continue;
        \$file = \$base . (\$dir === '' ? '' : \$dir . '/') . str_replace('\\\\', '/', substr(\$class, strlen(\$prefix))) . '.php';
        if (is_file(\$file)) { require \$file; return; }
    }
    foreach (\$testcageAutoload['psr0'] as [\$prefix, \$dir]) {
        if (\$prefix !== '' && strpos(\$class, \$prefix) !== 0) continue;
        \$pos = strrpos(\$class, '\\\\');
        \$path = \$pos === false ? str_replace('_', '/', \$class) : str_replace('\\\\', '/', substr(\$class, 0, \$pos + 1)) . str_replace('_', '/', substr(\$class, \$pos + 1));
        \$file = \$base . (\$dir === '' ? '' : \$dir . '/') . \$path . '.php';
        if (is_file(\$file)) { require \$file; return; }
    }
}, true, true);
foreach (\$testcageAutoload['files'] as \$file) require_once dirname(__DIR__) . '/' . \$file;

LOADER;
if (!is_dir('vendor')) mkdir('vendor');
file_put_contents('vendor/autoload.php', $loader);
$packages = array_keys(array_filter(array_merge((array) ($c['require'] ?? []), (array) ($c['require-dev'] ?? [])), function ($v, $k) {
    return !preg_match('#^(php|ext-.*|lib-.*|composer-.*|phpunit/phpunit)$#i', $k);
}, ARRAY_FILTER_USE_BOTH));
echo "testcage: composer is not installed: wrote vendor/autoload.php from composer.json's autoload rules (" . count($classes) . " classmap classes)\n";
if ($packages) echo "testcage: the packages composer.json requires are not installed: " . implode(', ', $packages) . " (install composer, or pass --install-command)\n";
