import { mod, sub, type SeedCourse } from "./shape";

export const automationCourses: SeedCourse[] = [
  // ----------------------------------------------------------- Automation
  {
    key: "python-automation",
    courseTitle: "Python for IT Automation",
    courseSmlDesc:
      "Write Python scripts that automate everyday IT work: log parsing, reports, server and network tasks, REST APIs and cloud housekeeping. No coding background needed.",
    categories: ["Automation"],
    courseDuration: 40,
    courseOverview: `<p>Repetitive IT tasks such as log checks, user audits, report generation and cloud clean-ups are ideal candidates for automation. This course teaches system administrators, network engineers and support professionals to write Python scripts that save hours every week, starting from the basics of the language and ending with tools your team can rely on.</p>
<h3>What you will learn</h3>
<ul><li>Write clear, well-structured Python with functions, modules and error handling</li><li>Parse logs, CSV, JSON and YAML files, and generate Excel reports</li><li>Run system commands and automate servers and network devices over SSH</li><li>Call REST APIs with authentication, pagination and retries</li><li>Automate AWS housekeeping with boto3 and send alerts to email, Slack or Teams</li><li>Test your scripts with pytest and package them for colleagues</li></ul>
<h3>How it is taught</h3>
<p>The course is delivered through live instructor-led sessions, with a lab after every topic based on real operational scenarios rather than textbook exercises. In the capstone project you build an automated server inventory and health-check report and schedule it to run unattended.</p>
<h3>Prerequisites</h3>
<p>No programming experience is required, but you should be comfortable with the command line and basic IT administration. Learners who already know some Python can move quickly through the first module and focus on the automation projects.</p>`,
    courseContent: [
      mod("Python essentials for IT professionals", [
        sub("Language basics", ["Data types, control flow and functions", "Lists, dictionaries and comprehensions", "Virtual environments and pip"]),
        sub("Writing maintainable scripts", ["Modules and packages", "Exceptions and the logging module", "Command-line interfaces with argparse"]),
      ]),
      mod("Files, text and data formats", [
        sub("Working with files", ["pathlib and file operations", "Parsing logs with regular expressions"]),
        sub("Data formats and reports", ["Reading and writing CSV, JSON and YAML", "Generating Excel reports with openpyxl"]),
      ]),
      mod("System and network automation", [
        sub("Operating system tasks", [
          "Running commands safely with subprocess",
          "Scheduling scripts with cron and Task Scheduler",
          "Writing cross-platform scripts",
        ]),
        sub("Remote administration", ["SSH automation with Paramiko and Fabric", "Network device automation with Netmiko"]),
      ]),
      mod("Working with APIs and the cloud", [
        sub("REST APIs", ["HTTP methods and status codes", "requests: authentication, pagination and retries", "Handling rate limits"]),
        sub("Cloud SDKs", ["Automating AWS with boto3", "Tag audits and unused resource clean-up scripts"]),
      ]),
      mod("Notifications and web automation", [
        sub("Messaging", ["Sending email with smtplib", "Posting to Slack and Microsoft Teams webhooks"]),
        sub("Working with web pages", ["Extracting data with Beautiful Soup", "Respecting robots.txt and terms of use"]),
      ]),
      mod("Quality and delivery", [
        sub("Testing scripts", ["pytest basics", "Mocking external systems"]),
        sub("Capstone: server inventory and health report", [
          "Collect inventory data over SSH and cloud APIs",
          "Produce an Excel report and alert on problems",
          "Package and schedule the tool",
        ]),
      ]),
    ],
  },
  {
    key: "ansible-automation",
    courseTitle: "Ansible for Infrastructure Automation",
    courseSmlDesc:
      "Automate server and network configuration with Ansible playbooks, roles, templates and Vault, and run consistent, repeatable changes across your whole estate.",
    categories: ["Automation", "DevOps"],
    courseDuration: 32,
    courseOverview: `<p>Ansible turns server configuration into readable, repeatable playbooks without agents to install. This course is for system administrators, DevOps engineers and network engineers who manage more than a handful of machines and want consistent configuration, faster changes and fewer late-night fixes made by hand over SSH.</p>
<h3>What you will be able to do</h3>
<ul><li>Set up inventories, including dynamic cloud inventories, and run ad hoc commands</li><li>Write idempotent playbooks with handlers, variables, loops, conditionals and error handling</li><li>Generate configuration files with Jinja2 templates, filters and lookups</li><li>Structure automation into roles and collections and share it through Ansible Galaxy</li><li>Protect secrets with Ansible Vault and test roles with ansible-lint and Molecule</li><li>Perform rolling updates and manage jobs in Ansible Automation Platform</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are backed by a lab of several Linux hosts for each learner. The capstone project has you configure a load-balanced web tier from scratch and harden it against a CIS baseline, entirely through code.</p>
<h3>Prerequisites and certification</h3>
<p>You should be comfortable administering Linux from the command line; no programming experience is needed. The course aligns with the objectives of the <strong>Red Hat Certified Engineer (RHCE, EX294)</strong> exam.</p>`,
    courseContent: [
      mod("Ansible fundamentals", [
        sub("Architecture", ["Control node, managed nodes and agentless design", "Static and dynamic inventories", "ansible.cfg and configuration precedence"]),
        sub("Ad hoc commands", ["Modules versus shell commands", "Privilege escalation with become"]),
      ]),
      mod("Playbooks", [
        sub("Writing playbooks", ["YAML syntax and plays", "Tasks, handlers and notify", "Idempotence in practice"]),
        sub("Variables and facts", ["Variable precedence", "Gathered facts and custom facts", "Registered variables"]),
        sub("Control flow", ["Loops and conditionals", "Error handling with block, rescue and always", "Tags"]),
      ]),
      mod("Templates and roles", [
        sub("Jinja2 templates", ["Templating configuration files", "Filters and lookups"]),
        sub("Roles and collections", ["Role structure, defaults and dependencies", "Ansible Galaxy and collections", "Reusing roles across projects"]),
      ]),
      mod("Secrets and testing", [
        sub("Ansible Vault", ["Encrypting variables and files", "Vault IDs for multiple environments"]),
        sub("Quality checks", ["Linting with ansible-lint", "Testing roles with Molecule"]),
      ]),
      mod("Real-world automation", [
        sub("Infrastructure tasks", [
          "User and package management at scale",
          "Web server and database configuration",
          "Rolling updates with serial and max_fail_percentage",
        ]),
        sub("Cloud and network automation", ["Dynamic inventory for AWS", "Network device configuration modules"]),
        sub("Ansible Automation Platform", ["Automation controller job templates", "Execution environments"]),
      ]),
      mod("Capstone and certification", [
        sub("Capstone: load-balanced web tier", ["Provision and configure web and load balancer roles", "Harden servers against a CIS baseline"]),
        sub("RHCE (EX294) preparation", ["Timed task practice", "Common exam mistakes and how to avoid them"]),
      ]),
    ],
  },
  {
    key: "playwright-test-automation",
    courseTitle: "Test Automation with Playwright",
    courseSmlDesc:
      "Build a fast, maintainable end-to-end test suite in TypeScript with Playwright, covering UI, API, visual and accessibility tests running reliably in CI.",
    categories: ["Automation"],
    courseDuration: 32,
    courseOverview: `<p>Playwright has quickly become a favourite for fast, reliable end-to-end testing of modern web applications. This course teaches QA engineers, manual testers moving into automation and developers how to build a maintainable Playwright test suite in TypeScript that runs across Chromium, Firefox and WebKit and gives trustworthy results in CI.</p>
<h3>What you will learn</h3>
<ul><li>Write resilient tests using role-based locators, auto-waiting and web-first assertions</li><li>Organise suites with fixtures, the Page Object Model and reusable authentication state</li><li>Combine UI tests with API testing and network mocking</li><li>Add visual comparisons and accessibility checks</li><li>Debug failures with the Trace Viewer, and run tests in parallel and sharded in GitHub Actions</li></ul>
<h3>How it is taught</h3>
<p>Each live, instructor-led session includes a hands-on lab against a realistic e-commerce application built for the course. You will also learn to diagnose and remove flaky tests, which is usually where automation projects succeed or fail. The capstone project is a complete test suite with UI, API and visual tests running in a CI pipeline with reports.</p>
<h3>Prerequisites</h3>
<p>Basic programming knowledge in JavaScript or TypeScript and familiarity with how web pages work are recommended. Testers with Selenium experience will find that most of their test design skills carry over directly.</p>`,
    courseContent: [
      mod("Test automation foundations", [
        sub("Test strategy", ["The test pyramid and where end-to-end tests fit", "Flaky tests: causes and cures"]),
        sub("Getting started with Playwright", [
          "Project setup with TypeScript",
          "Running tests in Chromium, Firefox and WebKit",
          "Codegen, UI mode and the Trace Viewer",
        ]),
      ]),
      mod("Writing robust tests", [
        sub("Locators", ["Role-based and text locators", "Test IDs, filtering and chaining", "Auto-waiting and actionability checks"]),
        sub("Assertions", ["Web-first assertions", "Soft assertions and screenshots on failure"]),
        sub("Fixtures and hooks", ["Built-in fixtures", "Custom fixtures and test isolation"]),
      ]),
      mod("Structuring a test suite", [
        sub("The Page Object Model", ["Designing page objects", "Keeping tests readable and intention-revealing"]),
        sub("Test data and state", ["Managing test data", "Reusing authentication state", "Parameterised tests"]),
      ]),
      mod("Beyond the user interface", [
        sub("API testing", ["APIRequestContext for REST calls", "Combining API set-up with UI checks"]),
        sub("Network control", ["Mocking and intercepting requests", "Simulating errors and slow networks"]),
        sub("Visual and accessibility checks", ["Screenshot comparisons and thresholds", "Accessibility scans with axe-core"]),
      ]),
      mod("Running at scale", [
        sub("Parallelism and sharding", ["Workers and fully parallel mode", "Sharding across CI machines"]),
        sub("CI integration", ["Running Playwright in GitHub Actions", "HTML reports, traces and retries on failure"]),
      ]),
      mod("Capstone project", [
        sub("Automate an e-commerce application", ["Page-object based UI suite", "API and visual tests", "CI pipeline with published reports"]),
        sub("Suite review and flakiness clinic"),
      ]),
    ],
  },
  {
    key: "rpa-uipath",
    courseTitle: "Robotic Process Automation with UiPath",
    courseSmlDesc:
      "Design, build and deploy software robots with UiPath Studio and Orchestrator to automate repetitive back-office work such as invoice entry and reconciliation.",
    categories: ["Automation"],
    courseDuration: 32,
    courseOverview: `<p>Robotic Process Automation lets organisations hand repetitive, rule-based work such as invoice entry, report downloads and data reconciliation to software robots. This course teaches business analysts, automation developers and operations staff to design, build and deploy reliable automations with UiPath Studio, from a first sequence to orchestrated, unattended robots.</p>
<h3>What you will learn</h3>
<ul><li>Assess processes for automation potential and document them clearly</li><li>Build workflows with sequences, flowcharts, variables, arguments and control flow</li><li>Automate desktop and web applications reliably with modern UI automation and selectors</li><li>Process Excel files, emails and PDFs, and extract data from documents</li><li>Structure production automations with the Robotic Enterprise Framework and proper exception handling</li><li>Publish, schedule and monitor robots through UiPath Orchestrator with queues and assets</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are combined with hands-on labs in UiPath Studio, using realistic back-office scenarios. In the capstone project you automate an end-to-end invoice processing workflow and deploy it to Orchestrator.</p>
<h3>Prerequisites and certification</h3>
<p>No programming background is required, although logical thinking and comfort with Excel help. The course prepares you for the <strong>UiPath Certified Professional Automation Developer Associate</strong> exam.</p>`,
    courseContent: [],
  },
];
