<?php
declare(strict_types=1);

function double_it(int $n): int
{
    return $n * 2;
}
