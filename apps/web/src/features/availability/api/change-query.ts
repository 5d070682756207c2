// The query of an availability change that may take a booking's hours away (docs/product.md#availability):
// a dry run answers which bookings; `confirm` makes the change anyway (the bookings stay).

export interface ChangeFlags {
  dryRun?: boolean;
  confirm?: boolean;
}

export function withChangeFlags(path: string, flags: ChangeFlags = {}): string {
  if (flags.dryRun) return `${path}?dryRun=true`;
  if (flags.confirm) return `${path}?confirm=true`;
  return path;
}
