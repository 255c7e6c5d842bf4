/** Who the Host names: a known tenant, the bare marketing host, or a company that does not exist. */
export type Tenancy =
  | { kind: 'tenant'; id: string; label: string }
  | { kind: 'bare' }
  | { kind: 'unknown'; label: string };

/** What the Host alone says, before asking the store whether the label is a tenant. */
export type HostParse = { kind: 'bare' } | { kind: 'label'; label: string };
