#!/bin/sh
# Generated from mavenInstallScript(MAVEN_SEED) in src/frameworks/maven/plan.ts (a unit test keeps them equal):
# fills the image's Maven repository seed the way testcage's install phase fills a cache.
set -e
command -v mvn >/dev/null || { echo "mvn was not found on PATH; use an image with Maven" >&2; exit 127; }
stamp='/opt/testcage/m2'/.testcage-resolved-$(find . -name pom.xml -type f -not -path '*/target/*' | sort | while IFS= read -r f; do cat "$f"; done | cksum | cut -d' ' -f1)
if [ -f "$stamp" ]; then echo "testcage: the Maven cache already holds what these pom.xml files need"; exit 0; fi
if [ -d /opt/testcage/m2/org ] && [ '/opt/testcage/m2' != '/opt/testcage/m2' ]; then mkdir -p '/opt/testcage/m2' && cp -Rn /opt/testcage/m2/. '/opt/testcage/m2'/; fi
u='/opt/testcage/m2'/../testcage-junit-platform.txt; rm -f "$u"
if ! mvn -B -ntp -Dmaven.repo.local='/opt/testcage/m2' org.apache.maven.plugins:maven-dependency-plugin:3.6.1:go-offline; then
  echo "testcage: dependency:go-offline failed (above). It resolves every plugin the pom names, also those mvn test never runs; resolving the project's dependencies alone, then the build up to the test phase loads the plugins it runs." >&2
  mvn -B -ntp -fn -Dmaven.repo.local='/opt/testcage/m2' org.apache.maven.plugins:maven-dependency-plugin:3.6.1:resolve
fi
mvn -B -ntp -q -Dmaven.repo.local='/opt/testcage/m2' org.apache.maven.plugins:maven-dependency-plugin:3.6.1:list -DincludeGroupIds=org.junit.platform,junit,org.testng -DoutputFile="$u" -DappendOutput=true >/dev/null 2>&1 || rm -f "$u"
b='/opt/testcage/m2'/../testcage-build.log
mvn -B -ntp -fn -Dmaven.repo.local='/opt/testcage/m2' -DskipTests -Dmaven.main.skip=true -Dmaven.test.skip=true -Dmaven.resources.skip=true test >"$b" 2>&1 || { cat "$b" >&2; exit 1; }
grep '^\[ERROR\]' "$b" >&2 || true
versions=$(sed -n -E 's/^\[INFO\] --- (maven-)?(surefire|failsafe)(-plugin)?:([0-9][^:]*):.*/\4/p' "$b" | sort -u)
[ -n "$versions" ] || versions=$(ls '/opt/testcage/m2'/org/apache/maven/plugins/maven-surefire-plugin '/opt/testcage/m2'/org/apache/maven/plugins/maven-failsafe-plugin 2>/dev/null | grep -E '^[0-9]' | sort -u)
d='/opt/testcage/m2'/../testcage-providers; rm -rf "$d"; mkdir -p "$d"; n=0; mods=""
add() { n=$((n+1)); mods="$mods<module>m$n</module>"; mkdir -p "$d/m$n"; printf '<project><modelVersion>4.0.0</modelVersion><groupId>testcage.providers</groupId><artifactId>m%s</artifactId><version>0</version><packaging>pom</packaging><dependencies><dependency><groupId>%s</groupId><artifactId>%s</artifactId><version>%s</version></dependency></dependencies></project>\n' "$n" "$1" "$2" "$3" > "$d/m$n/pom.xml"; }
providers=""
if [ -f "$u" ]; then on() { grep -q "$1" "$u"; }; else on() { [ -d '/opt/testcage/m2'/"$2" ]; }; fi
on 'org.junit.platform:junit-platform-engine:' org/junit/platform/junit-platform-engine && providers="$providers surefire-junit-platform"
on 'junit:junit:' junit/junit && providers="$providers surefire-junit4 surefire-junit47"
on 'org.testng:testng:' org/testng/testng && providers="$providers surefire-testng"
for v in $versions; do
  for p in $providers; do
    case "$p:$v" in surefire-junit-platform:1.*|surefire-junit-platform:2.[0-9]|surefire-junit-platform:2.[0-9].*|surefire-junit-platform:2.1[0-9]*|surefire-junit-platform:2.2[01]*) continue ;; esac
    add org.apache.maven.surefire "$p" "$v"
  done
done
for v in $(if [ -f "$u" ]; then sed -n -E 's/.*org[.]junit[.]platform:junit-platform-engine:jar:([^:]+):.*/\1/p' "$u"; else ls '/opt/testcage/m2'/org/junit/platform/junit-platform-engine 2>/dev/null | grep -E '^[0-9]'; fi | sort -u); do add org.junit.platform junit-platform-launcher "$v"; done
if [ "$n" -gt 0 ]; then
  printf '<project><modelVersion>4.0.0</modelVersion><groupId>testcage.providers</groupId><artifactId>all</artifactId><version>0</version><packaging>pom</packaging><modules>%s</modules></project>\n' "$mods" > "$d/pom.xml"
  mvn -B -ntp -q -Dmaven.repo.local='/opt/testcage/m2' -f "$d/pom.xml" org.apache.maven.plugins:maven-dependency-plugin:3.6.1:resolve
fi
if [ ! -f '/opt/testcage/m2'/org/jacoco/org.jacoco.agent/0.8.13/org.jacoco.agent-0.8.13-runtime.jar ]; then
  j='/opt/testcage/m2'/../testcage-jacoco; rm -rf "$j"; mkdir -p "$j"
  printf '<project><modelVersion>4.0.0</modelVersion><groupId>testcage.jacoco</groupId><artifactId>jacoco</artifactId><version>0</version><packaging>pom</packaging></project>\n' > "$j/pom.xml"
  mvn -B -ntp -q -Dmaven.repo.local='/opt/testcage/m2' -f "$j/pom.xml" org.jacoco:jacoco-maven-plugin:0.8.13:prepare-agent org.jacoco:jacoco-maven-plugin:0.8.13:report
  rm -rf "$j"
fi
touch "$stamp"
