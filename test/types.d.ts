declare module 'gas-local' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the loaded script's globals, of any shape
  const gas: { require(folder: string, globals?: object, options?: { filter?: (file: string) => boolean }): Record<string, any> };
  export default gas;
}
