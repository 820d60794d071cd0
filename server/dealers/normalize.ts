// One spelling for comparisons: "São Paulo", "SAO PAULO" and "Sao-Paulo" all become "sao paulo".
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
