/** A built-in project template: the files its first commit holds. */
export interface SimProjectTemplate {
  title: string;
  files: Record<string, string>;
}

const CI_NODE = `image: node:22

stages:
  - build
  - test

cache:
  paths:
    - node_modules/

build:
  stage: build
  script:
    - npm ci
    - npm run build --if-present

test:
  stage: test
  script:
    - npm ci
    - npm test
`;

const CI_RAILS = `image: ruby:3.3

stages:
  - build
  - test

variables:
  RAILS_ENV: test

build:
  stage: build
  script:
    - bundle install --jobs 4

test:
  stage: test
  script:
    - bundle install --jobs 4
    - bin/rails db:prepare
    - bin/rails test
`;

const CI_SPRING = `image: maven:3.9-eclipse-temurin-21

stages:
  - build
  - test

build:
  stage: build
  script:
    - mvn -B compile

test:
  stage: test
  script:
    - mvn -B test
`;

/** GitLab's built-in templates the simulator knows (a few of GitLab's own names), by `template_name`. */
export const PROJECT_TEMPLATES: Readonly<Record<string, SimProjectTemplate>> = {
  express: {
    title: 'NodeJS Express',
    files: {
      'README.md': '# NodeJS Express\n\nAn Express.js application created from the GitLab project template.\n\n    npm install\n    npm start\n',
      '.gitlab-ci.yml': CI_NODE,
      'package.json': `${JSON.stringify({ name: 'express-app', version: '0.1.0', private: true, scripts: { start: 'node app.js', test: 'node --test' }, dependencies: { express: '^4.21.0' } }, null, 2)}\n`,
      'app.js': "const express = require('express');\n\nconst app = express();\napp.get('/', (_req, res) => res.send('Hello from Express'));\n\nmodule.exports = app;\n\nif (require.main === module) app.listen(process.env.PORT || 3000);\n",
      'test/app.test.js': "const test = require('node:test');\nconst assert = require('node:assert');\nconst app = require('../app');\n\ntest('exports an app', () => assert.ok(app));\n",
      '.gitignore': 'node_modules/\n',
    },
  },
  rails: {
    title: 'Ruby on Rails',
    files: {
      'README.md': '# Ruby on Rails\n\nA Rails application created from the GitLab project template.\n\n    bundle install\n    bin/rails server\n',
      '.gitlab-ci.yml': CI_RAILS,
      Gemfile: "source 'https://rubygems.org'\n\ngem 'rails', '~> 7.2'\ngem 'sqlite3'\ngem 'puma'\n",
      'config.ru': "require_relative 'config/environment'\n\nrun Rails.application\n",
      'app/controllers/application_controller.rb': 'class ApplicationController < ActionController::Base\nend\n',
      '.gitignore': '/log/*\n/tmp/*\n/db/*.sqlite3\n',
    },
  },
  spring: {
    title: 'Spring',
    files: {
      'README.md': '# Spring\n\nA Spring Boot application created from the GitLab project template.\n\n    mvn spring-boot:run\n',
      '.gitlab-ci.yml': CI_SPRING,
      'pom.xml':
        '<?xml version="1.0" encoding="UTF-8"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>com.example</groupId>\n  <artifactId>demo</artifactId>\n  <version>0.1.0</version>\n</project>\n',
      'src/main/java/com/example/demo/DemoApplication.java':
        'package com.example.demo;\n\nimport org.springframework.boot.SpringApplication;\nimport org.springframework.boot.autoconfigure.SpringBootApplication;\n\n@SpringBootApplication\npublic class DemoApplication {\n  public static void main(String[] args) {\n    SpringApplication.run(DemoApplication.class, args);\n  }\n}\n',
      '.gitignore': 'target/\n',
    },
  },
};

/** The README `initialize_with_readme` commits. */
export function readmeFor(name: string, description: string): string {
  return `# ${name}\n\n${description === '' ? 'A new project.' : description}\n\n## Getting started\n\nClone the repository and start committing.\n`;
}
