/** Saves text as a file through a temporary link (the browser's download, no server round trip). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
