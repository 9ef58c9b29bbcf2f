// Jest stand-in for an imported image: the bundler would give its hashed URL.
export default 'test-file-stub';
