/** Saves text as a file the browser downloads (the export's CSV): an object URL on a link clicked once, then freed. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed after the click's task: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
