/** Spec §6/§9: the `lvl` claim thresholds. */
export const levels = { admin: 100, manager: 50, coordinator: 10, agendaViewDefault: 10 } as const;
