// Place an empty file for backward compatibility of the build system

