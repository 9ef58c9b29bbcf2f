export declare const jestModuleNameMapper: Record<string, string>;
export declare const webpackAlias: Record<string, string>;
