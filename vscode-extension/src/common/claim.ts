/**
 * Names that are ours only when no other extension wants them.
 *
 * `condor_config.local`, `condor_config.generic`, `condor_config.<host>` are HTCondor configs,
 * but HTCondor's own sources also hold `condor_config.cpp` and `condor_config.h`. A
 * `filenamePatterns` entry `condor_config.*` in package.json would win over the C++ extension's
 * `.cpp` (VS Code ranks name patterns above extensions), so the pattern is not declared there;
 * instead a document VS Code opened as plain text (no extension claimed it) is switched to our
 * config language when its base name starts with `condor_config.`.
 */

/** The language a document VS Code opened as `languageId` should be switched to, if any. */
export function claimedLanguage(fsPath: string, languageId: string): string | undefined {
  if (languageId !== 'plaintext') {
    return undefined;
  }
  const base = fsPath.split(/[\\/]/).pop() ?? '';
  return /^condor_config\..+$/i.test(base) ? 'htcondor-config' : undefined;
}
