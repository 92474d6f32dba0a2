/* eslint-disable @typescript-eslint/no-require-imports */
// Prints the text of the PDF on stdin (pdf-parse). Run as its own process: pdfjs needs real
// dynamic import, which jest's module sandbox does not give it.
const { PDFParse } = require('pdf-parse');

const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const result = await parser.getText();
    process.stdout.write(result.text);
  } finally {
    await parser.destroy();
  }
});
