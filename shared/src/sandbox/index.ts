export {
  createSandbox,
  defaultMemoryBytes,
  defaultTimeoutMs,
  engineMemoryBytes,
  type JsonValue,
  maxOutputChars,
  minMemoryBytes,
  type Sandbox,
  type SandboxError,
  type SandboxErrorKind,
  type SandboxOutcome,
  type SandboxRun,
} from './sandbox';
