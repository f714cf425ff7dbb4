/** The palette commands: policy preview, evaluation, expanded values, a submit file's job ads and
 * match analysis, restart, output. */
import * as vscode from 'vscode';
import { SERVER_COMMANDS, ServerManager } from './client';
import { PreviewDocuments } from './preview';
import { isVirtualDocumentAnswer, VirtualDocuments } from './virtualDocuments';

interface EvaluateResult {
  value: string;
  markdown: string;
}

interface ExpandedValueResult {
  name: string;
  value: string;
  markdown: string;
}

const CONFIG_LANGUAGES = new Set(['htcondor-config']);
const SUBMIT_LANGUAGES = new Set(['htcondor-submit']);
const EXPRESSION_LANGUAGES = new Set(['htcondor-config', 'htcondor-submit', 'htcondor-transform', 'classad']);

function editorOf(languages: Set<string>, what: string): vscode.TextEditor | undefined {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !languages.has(editor.document.languageId)) {
    void vscode.window.showInformationMessage(`condor-ls: open ${what} first.`);
    return undefined;
  }
  return editor;
}

/** Run `action`, turning a failure into an error message. */
async function guarded(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    void vscode.window.showErrorMessage(`condor-ls: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Ask the server for one of a submit file's documents (all its queue statements) and show it. */
async function showSubmitDocument(manager: ServerManager, documents: VirtualDocuments, command: string): Promise<void> {
  const editor = editorOf(SUBMIT_LANGUAGES, 'an HTCondor submit file');
  if (!editor) {
    return;
  }
  const answer = await manager.executeServerCommand(command, [{ uri: editor.document.uri.toString() }]);
  if (!isVirtualDocumentAnswer(answer)) {
    void vscode.window.showWarningMessage('condor-ls returned no document for this submit file.');
    return;
  }
  await documents.show(answer);
}

export function registerCommands(manager: ServerManager, previews: PreviewDocuments, install: () => Promise<void>, documents: VirtualDocuments): vscode.Disposable[] {
  return [
    // palette ids differ from the server's (vscode-languageclient registers those for the lenses)
    vscode.commands.registerCommand('condorLs.openJobAds', () =>
      guarded(() => showSubmitDocument(manager, documents, SERVER_COMMANDS.showJobAds)),
    ),
    vscode.commands.registerCommand('condorLs.openMatchAnalysis', () =>
      guarded(() => showSubmitDocument(manager, documents, SERVER_COMMANDS.showMatchAnalysis)),
    ),
    vscode.commands.registerCommand('condorLs.showPolicyPreview', () =>
      guarded(async () => {
        const editor = editorOf(CONFIG_LANGUAGES, 'an HTCondor configuration file');
        if (!editor) {
          return;
        }
        const result = await manager.executeServerCommand(SERVER_COMMANDS.previewPolicy, [{ uri: editor.document.uri.toString() }]);
        await manager.showPolicyPreview(result);
      }),
    ),
    vscode.commands.registerCommand('condorLs.evaluateSelection', () =>
      guarded(async () => {
        const editor = editorOf(EXPRESSION_LANGUAGES, 'an HTCondor file');
        if (!editor) {
          return;
        }
        let expression = editor.document.getText(editor.selection).trim();
        if (!expression) {
          expression = (await vscode.window.showInputBox({ prompt: 'ClassAd expression to evaluate against the sample ads', placeHolder: 'TARGET.RequestMemory <= Memory' })) ?? '';
        }
        if (!expression.trim()) {
          return;
        }
        const result = (await manager.executeServerCommand(SERVER_COMMANDS.evaluate, [{ uri: editor.document.uri.toString(), expression }])) as EvaluateResult | null;
        if (!result) {
          void vscode.window.showInformationMessage('condor-ls: nothing to evaluate.');
          return;
        }
        const short = expression.length > 60 ? `${expression.slice(0, 57)}...` : expression;
        const choice = await vscode.window.showInformationMessage(`${short}  →  ${result.value}`, 'Show Details');
        if (choice) {
          await previews.show('evaluation', result.markdown);
        }
      }),
    ),
    vscode.commands.registerCommand('condorLs.showExpandedValue', () =>
      guarded(async () => {
        const editor = editorOf(EXPRESSION_LANGUAGES, 'an HTCondor file');
        if (!editor) {
          return;
        }
        const { line, character } = editor.selection.active;
        const result = (await manager.executeServerCommand(SERVER_COMMANDS.expandedValue, [
          { uri: editor.document.uri.toString(), position: { line, character } },
        ])) as ExpandedValueResult | null;
        if (!result) {
          void vscode.window.showInformationMessage('condor-ls: no configuration knob under the cursor.');
          return;
        }
        await previews.show(`expanded-${result.name}`, result.markdown);
      }),
    ),
    vscode.commands.registerCommand('condorLs.restartServer', () => manager.restart()),
    vscode.commands.registerCommand('condorLs.showOutput', () => manager.channel.show()),
    vscode.commands.registerCommand('condorLs.installServer', install),
  ];
}
