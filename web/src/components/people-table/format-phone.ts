/** A phone number grouped for reading: "+420777123456" → "+420 777 123 456"; other shapes stay as typed. */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  const czech = /^(\+420|00420)?(\d{3})(\d{3})(\d{3})$/.exec(compact);
  if (!czech) {
    return phone;
  }
  const [, prefix, a, b, c] = czech;
  return [prefix === '00420' ? '+420' : prefix, a, b, c].filter(Boolean).join(' ');
}
