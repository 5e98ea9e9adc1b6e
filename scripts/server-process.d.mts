export declare const SERVER_V8_FLAGS: string[]
export declare function serverNodeArgs(): string[]
export declare function typeScriptNodeArgs(entry: string): string[]
export declare function freePort(): Promise<number>
export declare function productionServerEnv(place: {
  port: number
  dataDir: string
  publicUrl: string
}): NodeJS.ProcessEnv
