/** Remembers that a data folder was seeded, so deleting the demo data does not bring it back. */
export interface SeedMarker {
  isSeeded(): Promise<boolean>;
  markSeeded(at: Date): Promise<void>;
}
